/**
 * A new leg made from a cancelled one (requirements D4): inserted right after the cancelled
 * leg with the leg form checks of an insertion, `source_leg_id` pointing back, and the passengers
 * brought in by emptying, merging (with the previous live leg, de-duplicated) or selecting.
 */
import { LegRecordCode } from '../../../../src/domain/trip/functionCodes';
import { renewLeg, renewPassengers, type PassengerMode } from '../../../../src/domain/trip/legRecords';
import type { Db } from '../../../db/client';
import type { Ctx } from '../../../lib/context';
import { notFound } from '../../../lib/errors';
import { passengerFields } from '../legFlow/legDetailService';
import { createLegRecordRepository } from '../records/legRecordRepository';
import { recordAllowed } from '../records/legRecordRules';
import { checkForm } from './legService';
import type { TripCommands } from './tripCommand';
import { authorColumns, legValues, neighbour, tripFacts, type LegInput } from './tripRules';
import { assertReferences } from './tripService';

export interface LegRenew {
  /** The trip's version. */
  version: number;
  leg: LegInput;
  passengers: { mode: PassengerMode; passengerIds?: string[] };
  confirm?: boolean;
}

const COMMAND = 'renewLeg';

export function createLegRenewal(deps: { db: Db; commands: TripCommands }) {
  const { commands } = deps;
  return {
    async renew(ctx: Ctx, legId: string, input: LegRenew) {
      const tripId = await commands.tripOfLeg(ctx, legId);
      return commands.run(ctx, tripId, input.version, async (w, trip, legs) => {
        const index = legs.findIndex((l) => l.id === legId);
        if (index < 0) throw notFound();
        const source = legs[index]!;
        const at = recordAllowed(renewLeg(tripFacts(trip, legs), index, legs.some((l) => l.sourceLegId === legId)));
        const repo = createLegRecordRepository(w.tx);
        const { mode, passengerIds } = input.passengers;
        const previous = mode === 'merge' ? neighbour(legs, index, -1) : null;
        const chosen = recordAllowed(renewPassengers(mode, await repo.passengersOf(source.id), previous ? await repo.passengersOf(previous.id) : [], passengerIds));
        checkForm(legs, at.index, input.leg, input.confirm === true, false);
        await assertReferences(w.repo, w.tx, ctx.principal.companyId, undefined, [{ prefix: 'leg.', icaos: [input.leg.departureIcao, input.leg.arrivalIcao] }]);
        for (const later of legs.slice(at.index)) await w.changeLeg(later, { legNumber: later.legNumber + 1 }, COMMAND);
        const leg = await w.addLeg(
          {
            ...legValues(input.leg),
            tripId: trip.id,
            tripNumber: trip.tripNumber,
            customerId: trip.customerId,
            legNumber: at.index + 1,
            legState: at.state,
            releaseStatus: trip.releaseStatus,
            sourceLegId: source.id,
          },
          COMMAND,
        );
        const a = w.author;
        // one transaction has one now(): distinct create times keep the merged order on reads
        const copied = Date.now();
        for (const [i, p] of chosen.entries()) {
          await repo.insertPassenger({
            createTime: new Date(copied + i),
            companyId: trip.companyId,
            legId: leg.id,
            tripId: trip.id,
            ...passengerFields(p),
            ...authorColumns(a),
          });
        }
        await w.event(LegRecordCode.renew, trip.id, leg.id, { legNumber: leg.legNumber, sourceLegId: source.id, sourceLegNumber: source.legNumber, passengerMode: mode, passengers: chosen.length });
      });
    },
  };
}
