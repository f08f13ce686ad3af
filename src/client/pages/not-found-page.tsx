import { Link } from 'wouter';
import { buttonClass } from '../components/ui/button-styles';

export default function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <p className="font-display text-9xl text-pink text-glow-pink">404</p>
      <h1 className="mt-4 font-display text-5xl tracking-wide">404 Page Not Found</h1>
      <p className="mt-4 text-muted">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className={`${buttonClass('primary', 'lg')} mt-8`}>
        Back to Home
      </Link>
    </div>
  );
}
