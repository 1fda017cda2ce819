// `pnpm start`: the embedded single-process service with its data under ./.data.
import "../services/embedded/src/main.ts";
