import { createContext, useContext } from 'react';
import type { RouteEntry } from '../content/routeEntry';

/** The route entry of the page being rendered (undefined on the 404 page). */
export const RouteContext = createContext<RouteEntry | undefined>(undefined);

export const useCurrentRoute = () => useContext(RouteContext);
