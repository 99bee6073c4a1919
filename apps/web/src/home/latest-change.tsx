import { Link } from '@tanstack/react-router';
import { changelogDate, latestChange } from '@lectern/site-content';

/** The changelog's newest entry, on the home page. */
export function LatestChange() {
  const entry = latestChange();
  return (
    <aside className="home-news" aria-labelledby="home-news-title">
      <h2 id="home-news-title" className="home-news__title">
        What’s new
      </h2>
      <p className="home-news__entry">
        <time dateTime={entry.date}>{changelogDate(entry.date)}</time>{' '}
        <Link to="/changelog" className="home-news__link">
          {entry.title}
        </Link>
      </p>
    </aside>
  );
}
