import { zodResolver } from '@hookform/resolvers/zod';
import '../zod-setup';

/** react-hook-form's zod resolver, with zod set up for this page. Every form takes it from here. */
export { zodResolver };
