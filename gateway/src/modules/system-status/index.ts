/** The system-status module's public surface: the figures and the gauges that report them. */
export { statusFigures, type StatusFigures } from './status-figures';
export { watchStatusFigures } from './status-metrics';
