import { Link } from 'react-router';
import { Icon } from '../../../ui/icons';
import './leave-more.css';
import { t } from '../../../i18n/i18n';

/**
 * The leave pages besides the lists: the guidelines (everyone) and the former employees (full
 * access), each with a line saying what it holds.
 */
export function LeaveLinks(props: { base: string; full: boolean }) {
  const links = [
    {
      to: `${props.base}/guidelines`,
      title: t('Guidelines'),
      text: t('How leave is earned, taken and approved on this vessel'),
    },
    ...(props.full
      ? [
          {
            to: `${props.base}/x-employees`,
            title: t('Former employees'),
            text: t('Leave profiles of crew who have left, with their final balance'),
          },
        ]
      : []),
  ];
  return (
    <nav className="card leave-links" aria-label={t('More about leave')}>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="leave-link">
              <span className="leave-link-text">
                <strong>{l.title}</strong>
                <span className="small muted">{l.text}</span>
              </span>
              <Icon name="chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
