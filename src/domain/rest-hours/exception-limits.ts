/** The limits of the STCW A-VIII/1 para 9 exception regime (see exception-regime.ts), in days and cells. */
export const EXCEPTION_MAX_DAYS = 14; // two consecutive weeks
export const EXCEPTION_MIN_REST_7D = 140; // 70 h in any 7 days
export const EXCEPTION_MAX_PERIODS = 3; // rest periods in 24 h
