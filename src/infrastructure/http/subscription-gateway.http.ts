/**
 * SubscriptionGateway over the REST API (payments.wire.ts): products, plan info, checkout,
 * register-and-subscribe, change of product, cancel, reactivate, the payment report and its
 * CSV. Answers map to Results: 402 → `declined` with the server's `error` sentence (nothing
 * changed), 409 → `conflict`, 400 → `rejected` with field messages renamed to the form's
 * fields (toFormFieldErrors), other failures as remote-call.ts says.
 */
import type { KyInstance } from 'ky';
import type { ZodType } from 'zod';
import type { PaymentFailure, SubscriptionGateway } from '../../application/subscription/subscription-gateway';
import { err, ok, type Result } from '../../application/shared/result';
import { failureOf, failureOfError, messageOf, remoteJson, UNEXPECTED_ANSWER_MESSAGE } from './remote-call';
import {
  filenameFromDisposition,
  toCheckoutRequestWire,
  toFormFieldErrors,
  toPayment,
  toPaymentReport,
  toPlanInfo,
  toProduct,
  toRegisterAndSubscribeWire,
  toReportQuery,
} from './subscription.mapper';
import {
  checkoutResultWire,
  paymentReportWire,
  planInfoWire,
  productListWire,
  registerAndSubscribeResultWire,
} from '../../contract/payments';

/** Shown when a 402 comes without a sentence of its own. */
export const DECLINED_FALLBACK_MESSAGE = 'Pagamento recusado pela operadora do cartão. Confira os dados ou use outro meio de pagamento.';
/** Default name of the CSV when the server sends none. */
export const REPORT_CSV_FALLBACK_NAME = 'relatorio-de-pagamentos.csv';

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** Maps a non-2xx answer of a call that charges or changes the subscription. */
export async function paymentFailureOf(response: Response): Promise<PaymentFailure> {
  const body = await readBody(response);
  if (response.status === 402) return { kind: 'declined', message: messageOf(body) ?? DECLINED_FALLBACK_MESSAGE };
  if (response.status === 409) return { kind: 'conflict', message: messageOf(body) ?? 'A conta já tem uma assinatura ativa.' };
  const failure = await failureOf(response);
  if (failure.kind !== 'rejected') return failure;
  const fields = toFormFieldErrors(body);
  const { fields: _wireFields, ...rest } = failure;
  return fields ? { ...rest, fields } : rest;
}

/** Sends a call that may be declined and validates its 2xx JSON with `schema`. */
async function paymentCall<T>(call: Promise<Response>, schema: ZodType<T>): Promise<Result<T, PaymentFailure>> {
  let response: Response;
  try {
    response = await call;
  } catch (error) {
    return err(await failureOfError(error));
  }
  if (!response.ok) return err(await paymentFailureOf(response));
  const parsed = schema.safeParse(await readBody(response));
  return parsed.success ? ok(parsed.data) : err({ kind: 'unavailable', message: UNEXPECTED_ANSWER_MESSAGE });
}

/** SubscriptionGateway over the API's ky client. */
export function createHttpSubscriptionGateway(http: KyInstance): SubscriptionGateway {
  const post = (path: string, json: unknown) => http.post(path, { json, throwHttpErrors: false });
  return {
    async products() {
      const result = await remoteJson(http.get('payments/available-products'), productListWire);
      return result.ok ? ok(result.value.map(toProduct)) : result;
    },
    async planInfo(email) {
      const result = await remoteJson(http.get('payments/user', { searchParams: { email } }), planInfoWire);
      return result.ok ? ok(toPlanInfo(result.value)) : result;
    },
    async checkout(request, idempotencyKey) {
      const headers = idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey };
      const result = await paymentCall(http.post('payments/checkout/', { json: toCheckoutRequestWire(request), headers, throwHttpErrors: false }), checkoutResultWire);
      if (!result.ok) return result;
      return ok({ payment: toPayment(result.value.payment), instructions: result.value.instructions, plan: toPlanInfo(result.value.plan) });
    },
    async registerAndSubscribe(fields, request) {
      const result = await paymentCall(
        post('payments/register-and-subscribe/', toRegisterAndSubscribeWire(fields, request)),
        registerAndSubscribeResultWire,
      );
      if (!result.ok) return result;
      const value = result.value;
      return ok({ username: value.username, email: value.email, payment: toPayment(value.payment), instructions: value.instructions, detail: value.detail });
    },
    async changeProduct(productId) {
      const result = await paymentCall(post('payments/change-product/', { product_id: productId }), planInfoWire);
      return result.ok ? ok(toPlanInfo(result.value)) : result;
    },
    async cancel(reason) {
      const result = await paymentCall(post('payments/cancel/', reason ? { reason } : {}), planInfoWire);
      if (result.ok) return ok(toPlanInfo(result.value));
      const failure = result.error;
      return err(failure.kind === 'declined' || failure.kind === 'conflict' ? { kind: 'rejected', message: failure.message } : failure);
    },
    async reactivate() {
      const result = await paymentCall(post('payments/reactivate/', {}), planInfoWire);
      if (result.ok) return ok(toPlanInfo(result.value));
      const failure = result.error;
      return err(failure.kind === 'declined' || failure.kind === 'conflict' ? { kind: 'rejected', message: failure.message } : failure);
    },
    async paymentReport(filter, page) {
      const result = await remoteJson(http.get('admin/payments/report/', { searchParams: toReportQuery(filter, page) }), paymentReportWire);
      return result.ok ? ok(toPaymentReport(result.value, page)) : result;
    },
    async downloadReportCsv(filter) {
      try {
        const response = await http.get('admin/payments/report.csv', { searchParams: toReportQuery(filter), throwHttpErrors: false });
        if (!response.ok) return err(await failureOf(response));
        const blob = await response.blob();
        const filename = filenameFromDisposition(response.headers.get('content-disposition'), REPORT_CSV_FALLBACK_NAME);
        return ok({ filename, blob: blob.type ? blob : new Blob([blob], { type: 'text/csv;charset=utf-8' }) });
      } catch (error) {
        return err(await failureOfError(error));
      }
    },
  };
}
