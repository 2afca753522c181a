import {
  API_TEXTS,
  kitchenCreateInput,
  kitchenUpdateInput,
  KITCHEN_EQUIPMENT_KEYS,
  PORTABLE_EQUIPMENT,
  STANDARD_KITCHEN,
  stationCount,
  type Kitchen,
  type KitchenEquipmentKey,
} from '@brigade/contracts';
import { kitchens, sessions, type EquipmentLine, type KitchenEquipmentRow, type KitchenRow, type UserRow } from '@brigade/db';
import { kitchenChanged } from '../live/services/lifecycle.service';
import { iso } from '../clock';
import type { AppDeps } from '../deps';
import { BrigadeError, forbidden, notFound, parseInput } from '../errors';

function linesFrom(map: Partial<Record<KitchenEquipmentKey, number>>): EquipmentLine[] {
  return KITCHEN_EQUIPMENT_KEYS.filter((k) => (map[k] ?? 0) > 0).map((k) => ({
    equipment_type: k,
    quantity: map[k]!,
    is_portable: PORTABLE_EQUIPMENT.has(k),
  }));
}

function toKitchen(row: KitchenRow, equipment: KitchenEquipmentRow[]): Kitchen {
  const items = equipment
    .filter((e) => e.kitchen_id === row.id)
    .map((e) => ({ equipment_type: e.equipment_type, quantity: e.quantity, is_portable: e.is_portable === 1 }));
  return { id: row.id, name: row.name, description: row.description, created_at: row.created_at, equipment: items, station_count: stationCount(items) };
}

export async function listKitchens(deps: AppDeps, host: UserRow): Promise<Kitchen[]> {
  const rows = await kitchens.listKitchensOfOwner(deps.db, host.id);
  const equipment = await kitchens.listEquipment(deps.db, rows.map((r) => r.id));
  return rows.map((r) => toKitchen(r, equipment));
}

/** A host sees only their own kitchens: someone else's answers 404 as if it did not exist. */
async function ownKitchen(deps: AppDeps, host: UserRow, id: number): Promise<KitchenRow> {
  const row = await kitchens.findKitchen(deps.db, id);
  if (!row || row.owner_id !== host.id) throw notFound('Kitchen');
  return row;
}

export async function getKitchen(deps: AppDeps, host: UserRow, id: number): Promise<Kitchen> {
  const row = await ownKitchen(deps, host, id);
  return toKitchen(row, await kitchens.listEquipment(deps.db, [row.id]));
}

export async function createKitchen(deps: AppDeps, host: UserRow, raw: unknown): Promise<Kitchen> {
  if (host.is_host !== 1) throw forbidden(API_TEXTS['kitchen.hostsOnly']);
  const input = parseInput(kitchenCreateInput, raw);
  // The standard setup ignores any map sent with it (spec 01 §5: it sends only name, description, use_default).
  const map = input.use_default ? STANDARD_KITCHEN : input.equipment;
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await kitchens.insertKitchen(trx, { owner_id: host.id, name: input.name, description: input.description, created_at: iso(deps.wallNow()) });
    await kitchens.replaceEquipment(trx, row.id, linesFrom(map));
    return row.id;
  });
  return getKitchen(deps, host, id);
}

export async function updateKitchen(deps: AppDeps, host: UserRow, id: number, raw: unknown): Promise<Kitchen> {
  await ownKitchen(deps, host, id);
  const input = parseInput(kitchenUpdateInput, raw);
  await deps.db.transaction().execute(async (trx) => {
    const changes: { name?: string; description?: string } = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.description !== undefined) changes.description = input.description;
    await kitchens.updateKitchen(trx, id, changes);
    if (input.equipment) {
      // PATCH changes only the items it names; the others keep their counts.
      const current = Object.fromEntries((await kitchens.listEquipment(trx, [id])).map((e) => [e.equipment_type, e.quantity]));
      await kitchens.replaceEquipment(trx, id, linesFrom({ ...current, ...input.equipment }));
    }
  });
  // Meals cooking in this kitchen are re-planned with its new counts (an oven marked available unblocks them):
  // each says so to its cooks at once (kitchenChanged).
  if (input.equipment) {
    for (const s of await sessions.listSessionsByStatus(deps.db, ['active'])) if (s.kitchen_id === id) await kitchenChanged(deps, s);
  }
  return getKitchen(deps, host, id);
}

/**
 * Deletes a kitchen no waiting or active session uses (409 naming them otherwise: their planner
 * would lose the equipment it plans with). Ended sessions keep their history without it.
 */
export async function deleteKitchen(deps: AppDeps, host: UserRow, id: number): Promise<void> {
  await ownKitchen(deps, host, id);
  await deps.db.transaction().execute(async (trx) => {
    const open = (await sessions.listSessionsByStatus(trx, ['waiting', 'active'])).filter((s) => s.kitchen_id === id);
    if (open.length > 0) throw BrigadeError.coded('conflict', 'kitchen.inUse', kitchenInUse(open));
    await kitchens.deleteKitchen(trx, id);
  });
}

/** The params of 'kitchen.inUse': the open sessions named (in English, as the spec's text) and how many. */
function kitchenInUse(open: Array<{ code: string; name: string | null; status: string }>): { sessions: string; count: number } {
  const label = (status: string) => (status === 'active' ? 'Active' : 'Waiting');
  const names = open.map((s) => (s.name ? `${s.name} (${s.code}, ${label(s.status)})` : `Session ${s.code} (${label(s.status)})`));
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return { sessions: list, count: open.length };
}
