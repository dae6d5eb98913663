import { createContext } from 'react';
import type { DataRouter } from 'react-router';

/**
 * The app's data router, for code that must hear of a new address as the router takes it, before the page for it
 * renders (`router.subscribe`). react-router keeps its own context for that object unexported (UNSAFE_), and its
 * public `useNavigation` reports the navigation only through a render (a transition, after the router has moved
 * on): the router is ours (App creates it), so we hand it down ourselves.
 */
export const AppRouterContext = createContext<DataRouter | null>(null);
