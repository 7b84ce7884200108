import { Button, Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';

/** Every popup of the account pages: centered, with a named close button (Mantine gives it no name). */
export function Popup(props: ModalProps) {
  return <Modal centered closeButtonProps={{ 'aria-label': 'Close' }} {...props} />;
}

type PopupMessageProps = { message: string; onOk: () => void };

/** A message and the OK button every popup of the spec carries; OK takes the focus. */
export function PopupMessage({ message, onOk }: PopupMessageProps) {
  return (
    <Stack>
      <Text>{message}</Text>
      <Group justify="flex-end">
        <Button onClick={onOk} data-autofocus>
          OK
        </Button>
      </Group>
    </Stack>
  );
}

type MessagePopupProps = PopupMessageProps & { opened: boolean; title: string };

/** A popup that tells the user one thing; closing it any way counts as OK. */
export function MessagePopup({ opened, title, message, onOk }: MessagePopupProps) {
  return (
    <Popup opened={opened} onClose={onOk} title={title}>
      <PopupMessage message={message} onOk={onOk} />
    </Popup>
  );
}
