import { DoorScreen } from '../features/door/door-screen';

/**
 * /door#<secret>: the check-in screen a door link opens on staff's phones. Its code, the camera
 * and the QR decoder are in this page's chunks alone.
 */
export default function DoorPage() {
  return <DoorScreen />;
}
