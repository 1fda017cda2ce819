// The review console: sign in with an API key, drop documents in, follow their detection and parsing, and open a
// result to see each extracted field over the page it was read from.
import { html, render, useState } from "./ui.js";
import { session } from "./api.js";
import { SignIn } from "./signin.js";
import { DropZone, QueueList, useQueue } from "./queue.js";
import { ResultView } from "./result.js";

function Console({ onSignOut }) {
  const { items, add } = useQueue();
  const [open, setOpen] = useState(null);
  const item = items.find((it) => it.id === open && it.job);
  return html`<div class="console">
    <header class="top">
      <strong>DocIntake</strong> review console
      <button id="sign-out" onClick=${onSignOut}>Sign out</button>
    </header>
    <${DropZone} onFiles=${add} />
    <${QueueList} items=${items} selected=${open} onOpen=${setOpen} />
    ${item && html`<${ResultView} key=${item.id} item=${item} onClose=${() => setOpen(null)} />`}
  </div>`;
}

function App() {
  const [signedIn, setSignedIn] = useState(session.key() !== null);
  const signOut = () => {
    session.signOut();
    setSignedIn(false);
  };
  return signedIn
    ? html`<${Console} onSignOut=${signOut} />`
    : html`<${SignIn} onSignedIn=${() => setSignedIn(true)} />`;
}

const root = document.getElementById("app");
root.textContent = "";
render(html`<${App} />`, root);
