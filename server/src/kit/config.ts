/**
 * The configuration kit: the main API's parsed environment, which a separate service of the
 * same deployment reads too (database, secrets, timeouts), and the error a bad variable raises.
 */
export { ConfigError, type AppConfig } from '../config';
