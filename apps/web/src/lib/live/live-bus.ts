import type { LiveEvent } from '@bizamply/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The live stream's state and events, for the screens that subscribe (issue 19). Tiny and loaded with the app;
 * the stream itself (`live-stream.ts`) is loaded lazily by the shell.
 * off: no stream (signed out, refused, not started) → screens poll as the spec says;
 * connecting/live: pushes arrive → no polling; down: dropped → the shell polls as the fallback until it is back.
 */
export type LiveState = 'off' | 'connecting' | 'live' | 'down';
/** What subscribers hear: a change, or `resync` (refetch what you show: events may have been missed). */
export type LiveSignal = LiveEvent | 'resync';

let state: LiveState = 'off';
const stateListeners = new Set<() => void>();
const signalListeners = new Set<(signal: LiveSignal) => void>();

export function setLiveState(next: LiveState): void {
  if (next === state) return;
  state = next;
  // Visible to tools and browser tests (`<html data-live="live">`); nothing styles on it.
  if (typeof document !== 'undefined') document.documentElement.dataset['live'] = next;
  for (const listener of stateListeners) listener();
}

export function getLiveState(): LiveState {
  return state;
}

export function emitLive(signal: LiveSignal): void {
  for (const listener of signalListeners) listener(signal);
}

export function onLive(listener: (signal: LiveSignal) => void): () => void {
  signalListeners.add(listener);
  return () => {
    signalListeners.delete(listener);
  };
}

const subscribeState = (listener: () => void) => {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
};

export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribeState, getLiveState, getLiveState);
}

/** A screen's own polling interval while no stream serves it; false while the stream (or its fallback) does. */
export function useLivePolling(intervalMs: number | false): number | false {
  return useLiveState() === 'off' ? intervalMs : false;
}

/** Calls `handler` for every live signal while the component is mounted (the latest handler). */
export function useLiveSignals(handler: (signal: LiveSignal) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLive((signal) => latest.current(signal)), []);
}
