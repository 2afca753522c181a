import type { KitchenLinks } from '@brigade/contracts';
import QRCode from 'qrcode';
import type { AppDeps } from '../deps';
import { protectedProcedure, publicProcedure, router } from '../trpc';

function kitchenLinks(deps: AppDeps): KitchenLinks {
  const { publicUrl, links } = deps.config;
  return {
    public_url: publicUrl,
    trust_url: links?.trustUrl ?? `${publicUrl}/trust`,
    secure_url: links?.secureUrl ?? (publicUrl.startsWith('https://') ? publicUrl : null),
    kitchen_ca: links?.kitchenCa ?? false,
    phones_can_reach: deps.config.phonesCanReach ?? true,
  };
}

/** About this server: where phones reach it (anyone, no login), and the trust page's QR code (signed in). */
export const serverRouter = router({
  links: publicProcedure.query(({ ctx }) => kitchenLinks(ctx.deps)),
  trustQr: protectedProcedure.query(async ({ ctx }) => {
    const url = kitchenLinks(ctx.deps).trust_url;
    const dataUrl = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
    return { trust_url: url, qr_code_base64: dataUrl.replace(/^data:image\/png;base64,/, '') };
  }),
});
