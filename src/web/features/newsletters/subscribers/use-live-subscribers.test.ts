// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useLiveSubscribers } from "./use-live-subscribers";

class FakeEventSource {
  static last: FakeEventSource | null = null;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data?: unknown) {
    for (const fn of this.listeners.get(type) ?? [])
      fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {}
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it("reloads on a change and on an 'OPEN' after the first (the server listened again), not on the first", () => {
  const onChange = vi.fn();
  renderHook(() => useLiveSubscribers(onChange));
  const source = FakeEventSource.last!;
  source.emit("open");
  source.emit("subscribers", { op: "OPEN" });
  vi.runAllTimers();
  expect(onChange).not.toHaveBeenCalled();

  source.emit("subscribers", { op: "INSERT" });
  vi.runAllTimers();
  expect(onChange).toHaveBeenCalledTimes(1);

  // The server's LISTEN connection came back: the stream says it is open again.
  source.emit("subscribers", { op: "OPEN" });
  vi.runAllTimers();
  expect(onChange).toHaveBeenCalledTimes(2);

  // The browser reconnected: one reload for the new connection and its first event.
  source.emit("open");
  source.emit("subscribers", { op: "OPEN" });
  vi.runAllTimers();
  expect(onChange).toHaveBeenCalledTimes(3);
});
