export const dayOf = (now: Date) => now.toISOString().slice(0, 10);
