// Loaded before a service's own code (`node --import ./packages/config/src/preload.ts …`; every launcher,
// the image's entrypoint and `pnpm start` pass it): the resolve hook must be in place before the first
// import of the module graph is resolved, which happens before any of the entry module's code runs, and
// the heap growing factor is refused in NODE_OPTIONS.
import { registerHooks } from "node:module";
import { limitHeapGrowth } from "./heap-growth.ts";
import { packageScopeResolve } from "./module-format.ts";

registerHooks({ resolve: packageScopeResolve() });
limitHeapGrowth();
