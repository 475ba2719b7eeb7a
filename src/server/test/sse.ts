/** Reads Server-Sent Events from a real HTTP connection (app.inject does not stream). */
export async function collectEvents(
  url: string,
  count: number,
  onOpen: () => Promise<void>,
  timeoutMs = 15_000,
): Promise<{ event: string; data: string }[]> {
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), timeoutMs);
  const events: { event: string; data: string }[] = [];
  try {
    const res = await fetch(url, { signal: controller.signal });
    if (!res.headers.get("content-type")?.includes("text/event-stream")) {
      throw new Error(`not an event stream: ${res.status}`);
    }
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    let opened = false;
    while (events.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) events.push({ event, data });
      }
      if (!opened) {
        opened = true;
        await onOpen();
      }
    }
  } catch (error) {
    if ((error as Error).name !== "AbortError") throw error;
  } finally {
    clearTimeout(deadline);
    controller.abort();
  }
  return events;
}

export async function listenOnFreePort(app: {
  listen(o: { port: number; host: string }): Promise<string>;
  server: { address(): unknown };
}): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}
