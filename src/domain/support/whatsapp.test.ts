import { describe, expect, it } from 'vitest';
import { supportWhatsappText, supportWhatsappUrl } from './whatsapp';

// The support button's WhatsApp link: wa.me with the number's digits and a message naming the broker.

describe('WhatsApp support link', () => {
  it('names the broker in the pre-filled message when there is a name', () => {
    expect(supportWhatsappText(' Carla Mendes Ribeiro ')).toBe('Olá! Sou Carla Mendes Ribeiro e preciso de ajuda com o Cotador.');
    expect(supportWhatsappText('   ')).toBe('Olá! Preciso de ajuda com o Cotador.');
    expect(supportWhatsappText(null)).toBe('Olá! Preciso de ajuda com o Cotador.');
  });

  it('links to the number digits with the message', () => {
    expect(supportWhatsappUrl('+55 (11) 98765-4321', 'Carla')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1!%20Sou%20Carla%20e%20preciso%20de%20ajuda%20com%20o%20Cotador.');
    expect(supportWhatsappUrl('12345678', null)).toBe('https://wa.me/12345678?text=Ol%C3%A1!%20Preciso%20de%20ajuda%20com%20o%20Cotador.');
  });

  it('hides the button without a usable number', () => {
    expect(supportWhatsappUrl(null, 'Carla')).toBeNull();
    expect(supportWhatsappUrl('', 'Carla')).toBeNull();
    expect(supportWhatsappUrl('+1234567', 'Carla')).toBeNull();
  });
});
