import { useState } from 'react';
import { useTranslation } from '@council/i18n';
import { FirstScreenForm } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import { TRADE_LICENCE_FORM } from './tradeLicenceFields';
import { TradeLicenceInput } from './TradeLicenceInput';
import '../i18n/registerPublicSiteTexts';

/** /tradelicense: the static, unwired application form of SPEC.md 2, 3 and 5. */
export default function TradeLicencePage() {
  const { t } = useTranslation('public-site');
  const [tried, setTried] = useState(false);
  return (
    <PageFrame title={t('tradeLicence.title')}>
      <p>{t('tradeLicence.intro')}</p>
      {/* Posted, were it sent before the scripts take over: the owner's details stay out of the address. */}
      <FirstScreenForm
        noValidate={false}
        onSubmit={(event) => {
          // Nothing is sent: SPEC.md has no call for this form.
          event.preventDefault();
          setTried(true);
        }}
      >
        {TRADE_LICENCE_FORM.map(([part, fields]) => (
          <fieldset key={part} className="border rounded p-3 mb-4">
            <legend className="float-none w-auto px-2 h5">{t(`tradeLicence.parts.${part}`)}</legend>
            <div className="row g-3">
              {fields.map((field) => (
                <TradeLicenceInput key={field.name} field={field} />
              ))}
            </div>
          </fieldset>
        ))}
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary">
            {t('tradeLicence.submit')}
          </button>
          <button
            type="reset"
            className="btn btn-outline-secondary"
            onClick={() => setTried(false)}
          >
            {t('tradeLicence.reset')}
          </button>
        </div>
        <p role="status" className="mt-3">
          {tried ? t('tradeLicence.notReceived') : ''}
        </p>
      </FirstScreenForm>
    </PageFrame>
  );
}
