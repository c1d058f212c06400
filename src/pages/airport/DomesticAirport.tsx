import { AirportList } from './AirportList';

/** `run/airport/DomesticAirport`: airports in the operator's country. */
export default function DomesticAirport() {
  return <AirportList scope="domestic" />;
}
