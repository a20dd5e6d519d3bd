/**
 * The rules engine before days were packed (issue 34), one pass over the cells, then prefix
 * sums and rest runs. It now lives on as the elapsed-time engine (issue 33), which reads days
 * of any length; on 48-cell days it is the reference the packed engine is held to on random
 * years, and the bench's figure to compare with.
 */
export { evaluateElapsed as evaluateRestByCell } from '@domain/rest-hours/elapsed-rules';
