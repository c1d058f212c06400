/** /customerService: customers, contracts, hours, passengers, outsourced legs and the finance sub-area. */
import type { MenuSeed } from './types';
import { CABIN, CONTROL, CS, FINANCE, GROUND, OE, crud, detail, dir, only, page } from './helpers';

const PASSENGER_SEATS = [CS, OE, CONTROL, GROUND, CABIN] as const;

const finance = dir('financeManage', 'FinanceManage', 'finance', 'dollar', [
  crud('finance.tripOrder', 'TripOrder', 'tripOrder', 'finance/TripOrderList', [FINANCE, GROUND, CS], 'tripOrder', only([FINANCE], 'verify'), {
    editors: [FINANCE, GROUND],
  }),
  crud('finance.legBill', 'LegBill', 'legBill', 'finance/LegBillList', [FINANCE, CS], 'legBill', only([FINANCE], 'publish', 'withdraw', 'settle'), {
    editors: [FINANCE],
  }),
  detail('finance.legBillDetail', 'LegBillDetail', 'legBillDetail', 'finance/LegBillDetail', [FINANCE, CS]),
  crud('finance.customerBill', 'CustomerBill', 'customerBill', 'finance/CustomerBillList', [FINANCE, CS], 'customerBill', only([FINANCE], 'publish', 'settle'), {
    editors: [FINANCE],
  }),
  page('finance.billStatistics', 'BillStatistics', 'billStatistics', 'finance/BillStatistics', [FINANCE], {
    perm: 'billStatistics',
    buttons: ['export'],
  }),
]);

export const CUSTOMER_SERVICE: MenuSeed = dir('customerService', 'CustomerService', '/customerService', 'headset', [
  crud('customer.list', 'Customer', 'customer', 'customer/CustomerList', [CS, OE, FINANCE], 'customer', only([CS], 'sign'), {
    editors: [CS],
  }),
  detail('customer.detail', 'CustomerDetail', 'customerDetail', 'customer/CustomerDetail', [CS, OE, FINANCE]),
  crud('customer.product', 'CustomerProduct', 'customerProduct', 'customer/CustomerProduct', [CS, FINANCE], 'customerProduct'),
  crud('customer.contract', 'Contract', 'contract', 'customer/ContractList', [CS, FINANCE], 'contract', only([CS, FINANCE], 'lock', 'unlock')),
  detail('customer.contractDetail', 'ContractDetail', 'contractDetail', 'customer/ContractDetail', [CS, FINANCE]),
  crud('customer.contractBill', 'ContractBill', 'contractBill', 'customer/ContractBillList', [CS, FINANCE], 'contractBill', only([FINANCE], 'settle', 'creditOffset', 'creditReturn'), {
    editors: [FINANCE],
  }),
  page('customer.hoursAccount', 'HoursAccount', 'hoursAccount', 'customer/HoursAccount', [CS, OE, FINANCE], {
    perm: 'hoursAccount',
    buttons: ['export'],
  }),
  crud('passenger.list', 'Passenger', 'passenger', 'passenger/PassengerList', PASSENGER_SEATS, 'passenger', ['import'], {
    editors: [CS],
  }),
  detail('passenger.file', 'PassengerFile', 'passengerFile', 'passenger/PassengerFile', PASSENGER_SEATS, {
    perm: 'passengerFile',
    buttons: only([CS], 'add', 'edit', 'delete'),
  }),
  page('trip.intention', 'BusinessIntention', 'businessIntention', 'trip/IntentionList', [CS, OE, CONTROL], {
    icon: 'lightbulb',
    perm: 'intention',
    buttons: [...only([CS], 'add', 'edit', 'confirm', 'reject', 'cancel', 'initiate'), 'export'],
  }),
  crud('trip.civilLeg', 'CivilLeg', 'civilLeg', 'trip/CivilLegList', [CS, OE, CONTROL, FINANCE], 'civilLeg', only([FINANCE], 'settle'), {
    editors: [CS, OE],
  }),
  finance,
]);
