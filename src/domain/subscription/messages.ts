/**
 * pt-BR messages of the subscription and payment calls (what the broker reads), in one
 * place: the server's use cases answer them, the fake back end answers the same ones and
 * tests quote them exactly. spec.md gives no wording for these (docs/payments.md
 * does); the server's texts are the reference.
 */

/** The messages; functions build the ones that name a product, a date or a count. */
export const PAYMENT_MESSAGES = {
  productNotFound: 'Produto não encontrado.',
  productInactive: 'Este produto não está mais à venda.',
  alreadyActive: 'Sua assinatura já está ativa. Para mudar de plano, use a troca de plano.',
  noSubscription: 'Sua conta não tem uma assinatura. Escolha um plano para assinar.',
  notActive: 'Só é possível trocar o plano de uma assinatura ativa. Reative ou pague a assinatura primeiro.',
  renewalInProgress: 'A renovação da sua assinatura está em andamento. Tente de novo em alguns minutos.',
  upgradePending: 'Já existe uma troca de plano aguardando a confirmação do pagamento. Aguarde alguns instantes.',
  sameProduct: 'Este já é o seu plano atual.',
  cannotCancel: 'Não há assinatura ativa para cancelar.',
  cannotReactivate: 'O período desta assinatura já terminou: assine novamente para voltar a ter acesso.',
  reactivatePastDue: 'Esta assinatura tem um pagamento pendente: pague para reativá-la.',
  providerUnavailable: 'Não foi possível falar com o provedor de pagamento. Tente novamente em alguns minutos.',
  /** 409: a checkout of this product is pending in another way of paying (`how`: "PIX", "boleto", "Visa final 3220"). */
  checkoutPending: (product: string, how: string) =>
    `Já existe um pagamento pendente do plano ${product} (${how}). Conclua esse pagamento ou aguarde a confirmação antes de tentar outra forma de pagamento.`,
  idempotencyKeyReused: 'Esta chave Idempotency-Key já foi usada em outro pedido de assinatura (outro plano ou outra forma de pagamento).',
  invalidIdempotencyKey: 'Use de 1 a 255 caracteres visíveis (ASCII), por exemplo um UUID.',
  noSavedCard: 'Nenhum cartão salvo para a renovação.',
  /** A declined charge whose provider gave no reason. */
  declined: 'Pagamento recusado.',
  /** 201 of register-and-subscribe: the address the confirmation link went to. */
  registered: (email: string) => `Cadastro criado! Enviamos um link de confirmação para ${email}: confirme o e-mail para entrar.`,
  /** 400 under `product_id`: the product has fewer seats than the account's users. */
  tooManyUsers: (users: number, product: string, seats: number) =>
    `Sua conta tem ${users} usuários e o plano ${product} permite até ${seats}. Remova usuários da equipe antes de trocar de plano.`,
  invalidDate: 'Data inválida. Use AAAA-MM-DD.',
  dateOrder: 'A data final deve ser igual ou posterior à data inicial.',
  invalidPage: 'Página inválida.',
} as const;
