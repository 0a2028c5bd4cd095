import type { Schemas } from '../../api/types';
import { contractMessage } from '../../api/contract-schema';
import { publishConsentVersion } from '../../services/publish-consent-version';
import { type CliCommand, UsageError, requireString } from '../command';

/** `consent-version`: publish the next version of a legal page; material (the default) asks members to accept it again. */
const consentVersion: CliCommand = {
  summary: 'Publish a new version of a legal page; material by default (members must accept it again), --minor for wording fixes',
  usage:
    'npm run portal -- consent-version --page terms-service|privacy-statement|cookie-policy|messages-organization --summary "<what changed>" [--minor]',
  options: {
    page: { type: 'string' },
    summary: { type: 'string' },
    minor: { type: 'boolean' },
  },
  async run({ values, out, admin }) {
    const body: Schemas['ConsentVersionRequest'] = {
      page: requireString(values, 'page') as Schemas['ConsentVersionRequest']['page'],
      summary: requireString(values, 'summary'),
      material: values.minor !== true,
    };
    // The same rules as the admin API, checked before anything is opened.
    const problem = contractMessage('ConsentVersionRequest', body);
    if (problem) throw new UsageError(problem);
    const { result, via } = await admin<Schemas['ConsentVersion']>({
      method: 'POST',
      path: '/admin/api/consent-versions',
      body,
      local: (deps) => publishConsentVersion(deps, body),
    });
    const by = via === 'server' ? 'by the running portal' : 'directly';
    const effect = result.material
      ? 'material: members must accept it on their next visit'
      : 'not material: nobody is asked again';
    out(`${result.page} version ${result.version} published (${effect}) (${by}).`);
  },
};

export default consentVersion;
