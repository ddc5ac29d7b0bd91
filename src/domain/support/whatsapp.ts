/**
 * The WhatsApp support link: `https://wa.me/<digits>?text=<message>` with a
 * pre-filled text naming the broker. The number is E.164 (`+5511987654321`); wa.me wants
 * the digits only.
 */

/** The pre-filled message: `Olá! Sou Carla Mendes Ribeiro e preciso de ajuda com o Cotador.` */
export function supportWhatsappText(brokerName: string | null): string {
  const name = brokerName?.trim();
  return name ? `Olá! Sou ${name} e preciso de ajuda com o Cotador.` : 'Olá! Preciso de ajuda com o Cotador.';
}

/** The wa.me link, or null without a number (the button is then hidden). */
export function supportWhatsappUrl(e164: string | null, brokerName: string | null): string | null {
  if (!e164) return null;
  const digits = e164.replace(/\D/g, '');
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(supportWhatsappText(brokerName))}`;
}
