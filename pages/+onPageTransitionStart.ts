import { navigationStarted } from '../shell/navigation'

export default function onPageTransitionStart() {
  navigationStarted()
}
