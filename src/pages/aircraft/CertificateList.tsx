import { ResourceList } from '../../ui/resource/ResourceList';
import { useCertificateConfig } from '../../ui/fleet/certificateConfig';

/** Aircraft certificates (`aircraft/CertificateList`): every aircraft's certificates with status, renew, export and files. */
export default function CertificateList() {
  return <ResourceList config={useCertificateConfig()} />;
}
