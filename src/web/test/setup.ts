// Component tests (the files that run under jsdom): Testing Library's waitFor and findBy*
// give up after 1 s by default, a timing threshold that a busy machine misses while a
// lazily loaded schema or chunk is still being imported. They wait as long as expect.poll.
export {};

if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 10_000 });
}
