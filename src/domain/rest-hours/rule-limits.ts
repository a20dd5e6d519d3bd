/** The rest-hour rules' windows and limits (MLC 2006 Std A2.3), in half-hour cells. */
export const WINDOW_24H = 48;
export const WINDOW_7D = 336;
export const MIN_REST_24H = 20; // 10 h
export const MIN_REST_7D = 154; // 77 h
export const MAX_WORK_STRETCH = 28; // 14 h
export const MIN_LONG_REST = 12; // 6 h
