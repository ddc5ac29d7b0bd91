/**
 * The quote-preferences module's public face (docs/decisions/2026-11-28-server-modules.md):
 * the broker's last quote form. Removing a team member deletes theirs in the same
 * transaction (the accounts module calls {@link deleteQuotePreferencesOfUser}).
 */
export { quotePreferencesModule } from './quote-preferences.module';
export { deleteQuotePreferencesOfUser } from './repositories/quote-preferences.repository';
