import { describe, expect, it } from '@jest/globals';
import { ADVANCE_ORDER_MSG } from '../../../shared/advance-orders.js';
import {
  advanceOrderNumber,
  chargeableTotal,
  defaultDeliveryAddress,
  isEditable,
  itemProblems,
  kitsToAllocate,
  linesFor,
  ordersMoreKits,
  type PricedKit,
  refuseAdvanceMove,
} from './advance-orders.rules.js';

const kit = (id: number, amount: number): PricedKit => ({
  id,
  name: `Kit ${id}`,
  kind: 'nsat',
  typeId: 4,
  categoryId: 20,
  amount,
});
const kits = new Map([
  [36, kit(36, 2300)],
  [970, kit(970, 4400)],
]);

describe('advance order lines', () => {
  it('prices kits from the catalogue, keeps consumables free and lists lines in the order of the supply list', () => {
    const { lines, errors } = linesFor(
      [
        { supply: 'return-envelopes', quantity: 3 },
        { supply: 'clinic-collection-kit', quantity: 2 },
        { supply: 'canine-collection-kit', quantity: 1 },
      ],
      kits,
    );
    expect(errors).toEqual({});
    expect(lines.map((l) => [l.supply, l.productId, l.unitAmount, l.quantity, l.kitsPerUnit])).toEqual([
      ['canine-collection-kit', 36, 2300, 1, 1],
      ['clinic-collection-kit', 970, 4400, 2, 10],
      ['return-envelopes', null, 0, 3, 0],
    ]);
    expect(chargeableTotal(lines)).toBe(2300 + 2 * 4400);
    expect(kitsToAllocate(lines)).toBe(1 + 20);
  });

  it('refuses a kit the storefront does not price, and an unknown supply, on their fields', () => {
    const { errors } = linesFor(
      [
        { supply: 'blood-card-kit', quantity: 1 },
        { supply: 'glitter', quantity: 1 },
      ],
      kits,
    );
    expect(errors).toEqual({
      'items.0.supply': ADVANCE_ORDER_MSG.unknownSupply,
      'items.1.supply': ADVANCE_ORDER_MSG.unknownSupply,
    });
  });

  it('names a supply listed twice', () => {
    expect(
      itemProblems([
        { supply: 'cheek-swabs', quantity: 1 },
        { supply: 'return-envelopes', quantity: 1 },
        { supply: 'cheek-swabs', quantity: 2 },
      ]),
    ).toEqual({ 'items.2.supply': ADVANCE_ORDER_MSG.supplyTwice });
  });
});

describe('advance order lifecycle', () => {
  it('is dispatched once, and editable only until then', () => {
    expect(refuseAdvanceMove('submitted', 'dispatched')).toBeNull();
    expect(refuseAdvanceMove('dispatched', 'dispatched')).toBe('An advance order that is dispatched cannot be dispatched');
    expect(refuseAdvanceMove('submitted', 'cancelled')).toBeNull();
    expect(refuseAdvanceMove('dispatched', 'cancelled')).toBe('An advance order that is dispatched cannot be cancelled');
    expect(refuseAdvanceMove('cancelled', 'dispatched')).toBe('An advance order that is cancelled cannot be dispatched');
    expect(isEditable('cancelled')).toBe(false);
    expect(isEditable('submitted')).toBe(true);
    expect(isEditable('dispatched')).toBe(false);
    expect(advanceOrderNumber(7)).toBe('AO-100007');
  });

  it('counts only more chargeable kits as ordering more (free consumables and reductions do not)', () => {
    const before = [
      { supply: 'canine-collection-kit', productId: 36, quantity: 2 },
      { supply: 'cheek-swabs', productId: null, quantity: 1 },
    ];
    expect(ordersMoreKits(before, [{ supply: 'canine-collection-kit', productId: 36, quantity: 1 }])).toBe(false);
    expect(ordersMoreKits(before, [...before, { supply: 'return-envelopes', productId: null, quantity: 9 }])).toBe(false);
    expect(ordersMoreKits(before, [{ supply: 'canine-collection-kit', productId: 36, quantity: 3 }])).toBe(true);
    expect(ordersMoreKits(before, [...before, { supply: 'clinic-collection-kit', productId: 970, quantity: 1 }])).toBe(true);
  });
});

describe('default delivery address', () => {
  const profile = {
    firstName: 'Vera',
    lastName: 'Clarke',
    clinicName: 'Harbourside Veterinary Clinic',
    clinicAddress: '12 Wharf Street, Sydney NSW 2000',
    addressLine1: null,
    addressLine2: null,
    city: 'Sydney',
    postalCode: null,
    state: 'NSW',
    countryCode: 'AU',
    phone: null,
  };

  it('is the clinic on the profile, its street address before the clinic address as written', () => {
    expect(defaultDeliveryAddress(profile, null)).toEqual({
      recipient: 'Harbourside Veterinary Clinic',
      address: '12 Wharf Street, Sydney NSW 2000',
      address2: null,
      city: 'Sydney',
      postalCode: '',
      state: 'NSW',
      country: 'AU',
      phone: null,
    });
    const withStreet = defaultDeliveryAddress(
      { ...profile, clinicName: null, addressLine1: '12 Wharf St', postalCode: '2000' },
      null,
    );
    expect(withStreet).toMatchObject({ recipient: 'Vera Clarke', address: '12 Wharf St', postalCode: '2000' });
  });

  it('is where the last advance order went, when there is one', () => {
    const last = { ...defaultDeliveryAddress(profile, null), postalCode: '2000', address: 'Level 2, 1 Pier Road' };
    expect(defaultDeliveryAddress(profile, last)).toBe(last);
  });
});
