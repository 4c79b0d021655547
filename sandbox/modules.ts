/** Every domain of the sandbox, in registration order. A new domain adds one line here. */
import type { SandboxModule } from './context'
import { classes } from './routes/classes'
import { content } from './routes/content'
import { courses } from './routes/courses'
import { festival } from './routes/festival'
import { images } from './routes/images'
import { people } from './routes/people'
import { posts } from './routes/posts'
import { postMedia } from './routes/postMedia'
import { samplePages } from './routes/samplePages'
import { site } from './routes/site'

export const MODULES: readonly SandboxModule[] = [
  site,
  posts,
  festival,
  classes,
  courses,
  content,
  images,
  people,
  postMedia,
  samplePages,
]
