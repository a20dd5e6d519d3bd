import type { Actor } from '../services/actors';

export interface AppEnv {
  Variables: { actor: Actor; family: string };
}
