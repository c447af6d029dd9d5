import { setResponseStatus } from '../../../status-override.ts';

/** A page the cache would keep that asks for its own status, as a venue no longer public. */
export const revalidate = 60;

export default async function GonePage() {
  await setResponseStatus(410);
  return <h1>Nicht mehr da</h1>;
}
