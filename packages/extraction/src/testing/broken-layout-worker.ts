// A layout thread that cannot start, for the pool's tests: its modules fail to load, as with a broken
// install or too little memory to load pdfjs.
throw new Error("simulated failure to load the layout thread's modules");
