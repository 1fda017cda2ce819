// The UI library: preact with its hooks and htm (tagged templates instead of JSX), as htm's standalone ES module.
export {
  html,
  render,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "/console/vendor/htm/standalone.module.js";
