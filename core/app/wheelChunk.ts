// The wheel chunk (issue 12): the wheel of fortune page and the wheel it turns in the renderer, loaded together
// when the player opens the wheel, never with the first frame.
export { WheelPage } from '../ui/wheel/WheelPage.tsx';
export { WheelStage } from '../scene/wheel/WheelStage.tsx';
