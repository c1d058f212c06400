import { ResourceList } from '../resource/ResourceList';
import { useCertificateConfig } from './certificateConfig';

/** One aircraft's certificates (a tab of the aircraft detail): the certificate list without the aircraft column. */
export function CertificatesPanel({ aircraftId }: { aircraftId: string }) {
  return <ResourceList config={useCertificateConfig(aircraftId)} />;
}

export default CertificatesPanel;
