/** Every domain of the sandbox, in registration order. A new domain adds one line here. */
import type { SandboxModule } from './context'
import { classes } from './routes/classes'
import { content } from './routes/content'
import { festival } from './routes/festival'
import { images } from './routes/images'
import { people } from './routes/people'
import { posts } from './routes/posts'
import { site } from './routes/site'

export const MODULES: readonly SandboxModule[] = [site, posts, festival, classes, content, images, people]
