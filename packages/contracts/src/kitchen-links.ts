/**
 * Where phones reach this kitchen (no zod: the cook page and the host's QR card read it). Built on
 * the server from PUBLIC_URL, its HTTPS set-up and its LAN address; never a loopback address.
 */
export interface KitchenLinks {
  /** The base of join links, QR codes and share links, e.g. https://192.168.1.20:3000. */
  public_url: string;
  /** The Trust this kitchen page (on HTTP_PORT when there is one). */
  trust_url: string;
  /** The https:// base phones cook at, or null when this kitchen has no HTTPS address. */
  secure_url: string | null;
  /** True when there is a kitchen CA to install (BRIGADE_TLS=auto). */
  kitchen_ca: boolean;
  /** False when Brigade listens on this computer only (HOST=127.0.0.1): phones cannot reach it. */
  phones_can_reach: boolean;
}
