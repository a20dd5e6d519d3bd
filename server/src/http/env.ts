import type { Actor } from '../kernel/actors';

export interface AppEnv {
  Variables: { actor: Actor; family: string };
}
