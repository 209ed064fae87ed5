import { createContext, useContext } from 'react';

/** True while the server draws a first screen (first-screen/render.tsx), where no session is known. */
export const DrawnByServerContext = createContext(false);

/** Whether this is the server's drawing of a first screen rather than the running app. */
export function useDrawnByServer(): boolean {
  return useContext(DrawnByServerContext);
}
