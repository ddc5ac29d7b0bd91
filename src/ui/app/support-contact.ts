/**
 * Support contact shown by the support buttons. The WhatsApp link opens wa.me with a
 * pre-written message; the e-mail and hours are placeholders to confirm with the
 * business before launch.
 */
export const SUPPORT_WHATSAPP_MESSAGE = 'Olá! Preciso de ajuda com o Cotador.';
export const SUPPORT_WHATSAPP_URL = `https://wa.me/?text=${encodeURIComponent(SUPPORT_WHATSAPP_MESSAGE)}`;
export const SUPPORT_EMAIL = 'suporte@cotador.com.br';
export const SUPPORT_HOURS = 'De segunda a sexta, das 9h às 18h (horário de Brasília).';
