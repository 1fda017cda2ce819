import { html, useState } from "./ui.js";
import { checkKey, session } from "./api.js";

/** Asks for an API key, checks it against the API, and keeps it for this tab only. */
export function SignIn({ onSignedIn }) {
  const [key, setKey] = useState("");
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await checkKey(key.trim());
      session.signIn(key.trim());
      onSignedIn();
    } catch (err) {
      setError(err.status === 401 ? "That key is unknown or revoked." : err.message);
    } finally {
      setBusy(false);
    }
  };
  return html`<form class="signin card" onSubmit=${submit}>
    <h1>DocIntake review console</h1>
    <p class="muted">
      Sign in with an API key. It stays in this browser tab (session storage) and is sent only in the Authorization
      header.
    </p>
    <label
      >API key
      <input
        id="api-key"
        type="password"
        autocomplete="off"
        placeholder="dik_…"
        value=${key}
        onInput=${(e) => setKey(e.target.value)}
    /></label>
    <button id="sign-in" type="submit" disabled=${busy || key.trim() === ""}>${busy ? "Checking…" : "Sign in"}</button>
    ${error && html`<p class="error" role="alert">${error}</p>`}
  </form>`;
}
