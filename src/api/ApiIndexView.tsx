import * as React from 'react';
import { PlanIcon } from '../nav/NavBadges';
import type { ApiIndexContent } from '../contracts';
import { useTranslateWith } from '../i18n/I18nProvider';
import { apiEnglish } from './apiStrings';
import { SectionHeading } from '../layout/SectionHeading';

/** A product's API index: its packages, then every component and type with a link to its page. */
export function ApiIndexView({ content }: { content: ApiIndexContent }) {
  const t = useTranslateWith(apiEnglish);
  return (
    <React.Fragment>
      <SectionHeading id="packages" title={t('api.packages')} />
      <ul className="api-imports">
        {content.packages.map((item) => (
          <li key={item.name}>
            <code>{item.name}</code>
            <span className="api-version">{item.version}</span>
            {item.plan ? <PlanIcon plan={item.plan} /> : null}
          </li>
        ))}
      </ul>
      {content.groups.map((group) => (
        <section key={group.title} aria-labelledby={group.id}>
          <SectionHeading id={group.id} title={group.title} />
          <ul className="api-index-list">
            {group.items.map((item) => (
              <li key={item.href}>
                <a href={item.href}>
                  <code>{item.name}</code>
                </a>
                {item.plan ? <PlanIcon plan={item.plan} /> : null}
                {item.summary ? <small>{item.summary}</small> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </React.Fragment>
  );
}
