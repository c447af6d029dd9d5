// Load with autocannon: page throughput and request intake, measured the same way by both benches.
import autocannon from 'autocannon';

/** 50 connections for 10 s (unless told otherwise): requests per second on average, p99 latency, answers. */
export async function throughput(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: 50, duration: 10, ...options });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx, ok: result['2xx'] };
}

export interface IntakeRequest {
  /** The idempotency key: one per request, so each is stored once. */
  key: string;
  body: string;
}

/** A request of the form's API, for Berlin, as the benches send it. */
export function intakeBody(companyName: string, email: string): string {
  return JSON.stringify({ city: 'berlin', participantCount: 80, companyName, contactName: 'Bench', email, phone: '030 1' });
}

/** A fixed number of POST /api/venue-requests on 50 connections, so none is in flight when the rows are counted afterwards. */
export async function postRequests(base: string, amount: number, next: () => IntakeRequest, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: `${base}/api/venue-requests`,
    connections: 50,
    amount,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    requests: [
      {
        setupRequest: (request) => {
          const { key, body } = next();
          return { ...request, headers: { ...request.headers, 'idempotency-key': key }, body };
        },
      },
    ],
  });
  return { rps: Math.round(result['2xx'] / result.duration), p50: result.latency.p50, p99: result.latency.p99, accepted: result['2xx'], refused: result.non2xx };
}
