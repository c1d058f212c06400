/** /cabinManage: catering menus and templates, cabin supplies and meals. */
import type { MenuSeed } from './types';
import { CABIN, CS, GROUND, crud, dir, only } from './helpers';

export const CABIN_MANAGE: MenuSeed = dir('cabinManage', 'CabinManage', '/cabinManage', 'glass', [
  crud('catering.menu', 'CateringMenu', 'cateringMenu', 'cabin/CateringMenu', [CABIN, CS, GROUND], 'cateringMenu', only([CABIN], 'submit'), {
    editors: [CABIN],
  }),
  crud('catering.template', 'CateringTemplate', 'cateringTemplate', 'cabin/CateringTemplate', [CABIN], 'cateringTemplate'),
  crud('cabin.supplies', 'CabinSupplies', 'cabinSupplies', 'cabin/CabinSupplies', [CABIN, GROUND], 'cabinSupplies', [], { editors: [CABIN] }),
  crud('cabin.meals', 'CabinMeals', 'cabinMeals', 'cabin/CabinMeals', [CABIN, GROUND, CS], 'cabinMeals', only([CABIN, GROUND], 'confirm'), {
    editors: [CABIN],
  }),
]);
