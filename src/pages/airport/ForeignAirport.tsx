import { AirportList } from './AirportList';

/** `run/airport/ForeignAirport`: airports outside the operator's country. */
export default function ForeignAirport() {
  return <AirportList scope="foreign" />;
}
