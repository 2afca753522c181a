import type { Generated, Insertable, Selectable } from 'kysely';

export interface KitchenTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  description: string;
  created_at: string;
}
export type KitchenRow = Selectable<KitchenTable>;
export type NewKitchen = Insertable<KitchenTable>;

export interface KitchenEquipmentTable {
  id: Generated<number>;
  kitchen_id: number;
  equipment_type: string;
  quantity: number;
  is_portable: number;
}
export type KitchenEquipmentRow = Selectable<KitchenEquipmentTable>;

export interface SkillTable {
  id: Generated<number>;
  key: string;
  display_name: string;
  skill_level: string;
  is_safety_sensitive: number;
}
export type SkillRow = Selectable<SkillTable>;
